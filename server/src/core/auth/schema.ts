// The auth service's schema (/graphqlauth), with the spec's operation and argument names.
export const authSchema = /* GraphQL */ `
scalar JSON

type Query {
  "The signed-in user with the current profile, its navigation, the nodes it covers and all the user's profiles."
  myInfo: MyInfo!
  users(searchString: String @maxLength(n: 200), limit: Int): [User!]!
  "Units in use, of one category or all; allowDeleted adds the suspended ones (needs auth.nodes.manage)."
  getNodes(category: NodeCategory, allowDeleted: Boolean): [Node!]!
  "Units whose name or code contains the words, of the given categories or all; idDefault's unit comes along whatever it is."
  searchNodes(searchString: String! @maxLength(n: 200), limit: Int, idDefault: String, allowDeleted: Boolean, category: [NodeCategory!]): [Node!]!
  profiles: [Profile!]!
  "Sign-in locks in force, of one user name or all (needs auth.users.manage)."
  loginLocks(username: String): [LoginLock!]!
}

type Mutation {
  login(info: LoginInput!): LoginResult!
  logout: Boolean!
  "Changes the caller's password, or with idUser another user's (needs auth.users.manage). Ends that user's sessions."
  changePassword(input: ChangePasswordInput!, idUser: String): Boolean!
  "Creates a paraclinical room or another unit under a node."
  createNodeCLSPhongMach(newNodeInput: NewNodeInput!): Node!
  "Edits a unit: a field left out keeps its value. Needs auth.nodes.manage."
  updateNode(id: ID!, input: UpdateNodeInput!): Node!
  "Suspends (isDeleted true) or restores units. Needs auth.nodes.manage."
  setNodeDeleted(ids: [ID!]!, isDeleted: Boolean!): [Node!]!
  "Clears the sign-in locks of a user name at one address or at all, or with the address alone that address's limit. Gives how many were cleared. Needs auth.users.manage."
  clearLoginLocks(username: String, address: String): Int!
}

"""
Failed sign-ins holding a user name at an address (5 failures, then a wait of 1, 2, 4, 8 and at most 15 minutes per
further failure), or with username null an address over its limit for every name (100 failures in 15 minutes).
"""
type LoginLock {
  username: String
  address: String!
  failures: Int!
  "Epoch ms before which no attempt is taken; null or past when one is, though its failure locks again."
  lockedUntil: Float
}

input LoginInput {
  username: String!
  password: String! @secret
}

type LoginResult {
  "Access token sent with every request."
  token: String!
  "Token the web stores for the auth service."
  adminToken: String!
  userId: ID!
}

input ChangePasswordInput {
  oldPassword: String @secret
  newPassword: String! @secret
}

enum NodeCategory {
  HOSPITAL
  DEPARTMENT
  ROOM
  STORE
}

type Node {
  _id: ID!
  code: String!
  name: String!
  category: NodeCategory!
  roomType: String
  parent_Id: ID
  phone: String
  taxCode: String
  address: String
  queueCodes: [String!]!
  prescriptionTemplate: String
  canSale: Boolean!
  isDeleted: Boolean!
}

input NewNodeInput {
  code: String!
  name: String!
  category: NodeCategory
  roomType: String
  parent_Id: ID!
  phone: String
  taxCode: String
  address: String
  queueCodes: [String!]
  prescriptionTemplate: String
  canSale: Boolean
}

"A unit's fields to change; null clears an optional one. A unit without parent must be a HOSPITAL."
input UpdateNodeInput {
  code: String
  name: String
  category: NodeCategory
  roomType: String
  parent_Id: ID
  phone: String
  taxCode: String
  address: String
  queueCodes: [String!]
  prescriptionTemplate: String
  canSale: Boolean
}

type ChucVu {
  _id: ID!
  MaChucVu: String!
  TenChucVu: String!
}

type NhanVien {
  _id: ID!
  MaNhanVien: String!
  TenNhanVien: String!
  NgaySinh: Float
  GioiTinh: String
  ChucVu: ChucVu
  KhoaLamViec_Ids: [String!]!
}

type User {
  _id: ID!
  username: String!
  accountKind: String!
  isOnline: Boolean!
  isLocked: Boolean!
  employee: NhanVien
}

type NodeRole {
  idNode: ID!
  role: String!
}

type NodePermission {
  idNode: ID!
  idPermissions: [String!]!
}

type Profile {
  _id: ID!
  name: String!
  "'full' opens every route; 'tree' only those in the navigation tree."
  menu: String!
  navigation: JSON!
  isLocked: Boolean!
  nodeRoles: [NodeRole!]!
  permissions: [NodePermission!]!
}

type MyInfo {
  user: User!
  profile: Profile!
  navigation: JSON!
  currentNode: Node!
  nodes: [Node!]!
  profiles: [Profile!]!
  "Permission codes of the current profile on the current node."
  permissions: [String!]!
}
`;
