// The SDL of a report's images (spec §5 Subclinical: imaging, ultrasound and functional-test reports with images):
// the files uploaded through POST /upload and attached to an order, read with the order, on the public page of a
// returned report, and attached or removed while the report is not returned.

export const paraclinicalImageSchema = /* GraphQL */ `
"An image attached to a report: an uploaded JPEG, PNG or DICOM file and the path that serves it."
type HinhAnhDichVuYeuCau {
  _id: ID!
  TenTep: String!
  "image/jpeg, image/png or application/dicom, as read from the file's bytes."
  LoaiTep: String!
  "Bytes."
  KichThuoc: Int!
  "The path serving the file (/tep?token=…), on the server's origin; whoever holds it may read the file."
  DuongDan: String!
  "A DICOM file, for the DICOM viewer (/xem-dicom/:files?)."
  LaDicom: Boolean!
  ThuTu: Int!
}

extend type DichVuYeuCau {
  "The report's images in the order attached; empty for a lab order, and for those who do not read results."
  HinhAnhs: [HinhAnhDichVuYeuCau!]!
}

extend type KetQuaCLSCongKhaiDichVu {
  "The returned report's images, on the service that carries its description and conclusion."
  HinhAnhs: [HinhAnhDichVuYeuCau!]!
}

extend type Mutation {
  """
  Attaches uploaded files (POST /upload, by the caller) to a report's order (imaging, ultrasound, functional test) not
  yet returned, taking a sent order first; at most 50 images per order. Needs paraclinical.write.
  """
  themHinhAnhDichVuYeuCau(id: ID!, fileIds: [ID!]!): DichVuYeuCau!
  "Removes an image from a report's order not yet returned. Needs paraclinical.write."
  xoaHinhAnhDichVuYeuCau(id: ID!, idHinhAnh: ID!): DichVuYeuCau!
}
`;
