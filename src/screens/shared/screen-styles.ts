// The Mantine styles of what the screens draw below their headings and of every overlay: they load
// with the first screen's code, after the first paint, instead of blocking it (the shell, the
// sign-in screen and the headings use the list in app/first-paint.ts). Every screen module and
// every lazy overlay that the entry can open imports this module. Order as it was in one list: the
// files others build on (popover, overlay, modal base, inline input, scroll area, combobox) first.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
