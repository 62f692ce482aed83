// The print templates' part of /graphqltemplate.
import { PRINT_TEMPLATE_BODY_MAX } from '@his/sdk/print-template';

export const printTemplatesSchema = /* GraphQL */ `
"The kit's paper: A4, A5, the 80 mm receipt roll."
enum PrintPaper { A4 A5 K80 }

type PrintTemplateVersion {
  version: Int!
  body: String!
  "The version this one restored, when it was made by restoring."
  restoredFrom: Int
  "Username of who saved it."
  createdBy: String
  createdAt: Float!
}

type PrintTemplate {
  key: String!
  "In the caller's language."
  name: String!
  paper: PrintPaper!
  "What the caller's facility prints: its latest version, or the plugin's default."
  body: String!
  "The current version; 0 while the facility prints the default."
  version: Int!
  defaultBody: String!
  sampleData: JSON!
  "The facility's versions, newest first."
  versions: [PrintTemplateVersion!]!
}

type RenderedPrint {
  html: String!
  paper: PrintPaper!
}

extend type Query {
  "The templates of the variant as the caller's facility prints them."
  printTemplates: [PrintTemplate!]!
  printTemplate(key: String! @maxLength(n: 100)): PrintTemplate!
  "HTML of the facility's template with data (the sample data when none); body previews an unsaved text."
  renderPrintTemplate(key: String! @maxLength(n: 100), data: JSON, body: String @maxLength(n: ${PRINT_TEMPLATE_BODY_MAX})): RenderedPrint!
}

type Mutation {
  "Saves the body as the facility's next version."
  savePrintTemplate(key: String! @maxLength(n: 100), body: String! @maxLength(n: ${PRINT_TEMPLATE_BODY_MAX})): PrintTemplate!
  "Saves an earlier version's body as the next version."
  restorePrintTemplateVersion(key: String! @maxLength(n: 100), version: Int!): PrintTemplate!
}
`;
