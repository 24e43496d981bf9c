import { Menu } from '@mantine/core';
import type { LazyOverlayProps } from '../shared/lazy-overlay-button';

/** A saved search's Edit and Delete (menu button pattern): it mounts open when first used. */
export function SavedSearchMenu({
  opened,
  onChange,
  target,
  onEdit,
  onDelete,
}: LazyOverlayProps & { onEdit: () => void; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit}>Edit</Menu.Item>
        <Menu.Item color="red.8" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
