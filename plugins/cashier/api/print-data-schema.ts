// The SDL of the cashier's print data (spec §7 getDataPrintBienLais): what the receipt and bill detail templates fill
// in, built on the server from the stored receipts and the visit's bill, so every printer prints the same figures.
export const printDataSchema = /* GraphQL */ `
extend type Query {
  "The data of the receipt print (cashier.bienLai), one object per receipt in the order asked; isLast: the newest only."
  getDataPrintBienLais(BienLai_Ids: [ID!]!, isLast: Boolean): [JSON!]!
  "The data of the bill detail print (cashier.bangKeChiPhi) of a visit: its lines with the insurance and patient shares."
  getDataPrintBangKeChiPhi(TiepNhan_Id: ID!): JSON!
}
`;
