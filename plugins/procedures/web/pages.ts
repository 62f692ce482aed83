// The plugin's screens, behind one module so that they share one chunk.
export { procedureListPages } from './procedure-list-page/procedure-list-page';
export { InpatientNotesPage, NotesPage } from './notes-page/notes-page';
