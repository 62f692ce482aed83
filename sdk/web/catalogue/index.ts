// Catalogue screens from descriptors: the list with search, paging, add, edit, suspend, remove, import and export.
export { CatalogueScreen, type CatalogueScreenProps } from './catalogue-screen';
export { CatalogueEditDialog, type CatalogueEditDialogProps, type CatalogueRowData } from './catalogue-edit-dialog';
export { RefPicker, RefsPicker } from './ref-picker';
export { NodePicker, NodesPicker, useNodeSearch, type NodeCategory, type NodePickerProps, type NodesPickerProps } from './node-picker';
export { catalogueDocuments } from './documents';
export type { CatalogueFormSection, CatalogueFormSectionEditorProps } from './form-section';
export { useCatalogueSearch } from './use-catalogue-search';
export { readSheetFile, rowsOfSheet, sheetColumn, SheetHeaderError, writeSheetFile, type SheetCell, type SheetColumn, type SheetRows, type SheetToWrite } from './spreadsheet';
