// Mantine's dialog on its own, for `LazyModal` to load on demand.
export { Modal } from '@mantine/core';
