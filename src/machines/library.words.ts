import type { libraryMachine } from './library.machine';
import type { TesterWords } from './tester-words';

const exampleFile = () => new File(['example'], 'example.pdf', { type: 'application/pdf' });

/** What a tester does for each event of the library machine (see tester-words.ts). */
export const words: TesterWords<typeof libraryMachine> = {
  machine: 'library',
  events: {
    'xstate.done.actor.loadFolders': 'The folders load',
    'xstate.error.actor.loadFolders': 'The folders fail to load',
    'xstate.done.actor.loadFiles': 'The files of the folder load',
    'xstate.error.actor.loadFiles': 'The files of the folder fail to load',
    'folder.select': 'Open the folder "{folder}"',
    'upload.open': 'Press "Upload"',
    'folderDialog.open': 'Press "New folder"',
    'deleteDialog.open': 'Choose "Delete Document" for {label}',
    'folderDeleteDialog.open': 'Press "Delete folder {label}"',
    'moveDialog.open': 'Choose "Move to folder" for a file',
    'dialog.close': 'Close the dialog',
    'file.upload': 'Upload {file} into "{folder}"',
    'folder.create': 'Create the folder "{name}"',
    'folder.delete': 'Press "Delete" to delete the folder',
    'files.delete': 'Press "Delete" to delete them',
    'file.toggleAppUse': 'Switch "use in applications" for a file',
    'file.move': 'Choose "{folder}" and press "Move"',
    'file.download': 'Download a file',
    'xstate.done.actor.uploadFile': 'The upload finishes',
    'xstate.error.actor.uploadFile': 'The upload fails',
    'xstate.done.actor.createFolder': 'The server creates the folder',
    'xstate.error.actor.createFolder': 'The server fails to create the folder',
    'xstate.done.actor.deleteEntries': 'The server deletes them',
    'xstate.error.actor.deleteEntries': 'The server fails to delete them',
    'xstate.done.actor.updateResource': 'The server saves the change',
    'xstate.error.actor.updateResource': 'The server fails to save the change',
    'xstate.done.actor.downloadFile': 'The download starts',
    'xstate.error.actor.downloadFile': 'The download fails',
  },
  examples: {
    'folder.select': [{ folder: 'uploads' }],
    'file.upload': [{ folder: 'uploads', file: exampleFile() }],
    'folder.create': [{ name: 'Reports' }],
    'deleteDialog.open': [{ ids: [''], label: 'budget.pdf' }],
    'folderDeleteDialog.open': [{ id: '', label: 'Reports' }],
    'moveDialog.open': [{ id: '' }],
    'folder.delete': [{ id: '' }],
    'files.delete': [{ ids: [''] }],
    'file.toggleAppUse': [{ id: '' }],
    'file.move': [{ id: '', folder: 'uploads' }],
    'file.download': [{ id: '' }],
  },
};
