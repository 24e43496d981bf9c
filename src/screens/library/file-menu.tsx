import { Menu } from '@mantine/core';
import { IconDownload, IconEye, IconFolderShare, IconShare, IconTrash } from '@tabler/icons-react';

import type { LazyOverlayProps } from '../shared/lazy-overlay-button';
import type { FileRowActions } from './file-table';
import type { Resource } from '../../api/schema.gen';

/** A file row's action menu (menu button pattern): it mounts open when its button is first used. */
export function FileMenuDropdown({
  opened,
  onChange,
  target,
  file,
  disabled,
  ...actions
}: FileRowActions & { file: Resource; disabled: boolean } & LazyOverlayProps) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} />} onClick={() => actions.onPreview(file)}>
          Preview Document
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTrash size={16} />}
          color="red.8"
          disabled={disabled}
          onClick={() => actions.onDelete(file)}
        >
          Delete Document
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFolderShare size={16} />}
          disabled={disabled}
          onClick={() => actions.onMove(file)}
        >
          Move to folder
        </Menu.Item>
        <Menu.Item
          leftSection={<IconDownload size={16} />}
          disabled={disabled}
          onClick={() => actions.onDownload(file)}
        >
          Download Document
        </Menu.Item>
        <Menu.Item leftSection={<IconShare size={16} />} onClick={() => actions.onShare(file)}>
          Share Document
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
