// The auth service's schema (/graphqlauth), with the spec's operation and argument names.
export const authSchema = /* GraphQL */ `
scalar JSON

type Query {
  "The signed-in user with the current profile, its navigation, the nodes it covers and all the user's profiles."
  myInfo: MyInfo!
  "Staff accounts by user name or staff name, locked or not, holding a profile or not; by user name (needs auth.users.read)."
  users(searchString: String @maxLength(n: 200), limit: Int, isLocked: Boolean, idProfile: ID): [User!]!
  "Sign-ins, refused sign-ins and sign-outs of an account, newest first; limit 1–500, 50 by default (needs auth.users.read)."
  loginHistory(idUser: ID!, limit: Int): [LoginHistoryEntry!]!
  "The sessions of an account still open (not ended, not run out), newest first (needs auth.users.read)."
  userSessions(idUser: ID!): [UserSession!]!
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
  "A staff account: user name, password, a staff member or none, profiles in order. Needs auth.users.manage."
  createUser(input: CreateUserInput!): User!
  "Locks an account, ending every session of it at once, or unlocks it; nobody locks themselves. Needs auth.users.manage."
  lockUser(idUser: ID!, isLocked: Boolean!): User!
  "A new random password, given this once; every session ends and the owner must change it at the next sign-in. Needs auth.users.manage."
  resetPassword(idUser: ID!): ResetPasswordResult!
  "The account's profiles in this order: the first is the one a sign-in starts with. Needs auth.users.manage."
  setUserProfiles(idUser: ID!, profile_Ids: [ID!]!): User!
  "Links the account to a staff member (one account each), or with null to none. Needs auth.users.manage."
  linkUserStaff(idUser: ID!, NhanVien_Id: ID): User!
  "Ends one open session: its window signs out at once. Needs auth.users.manage."
  endSession(idSession: ID!): Boolean!
}

input CreateUserInput {
  username: String!
  password: String! @secret
  NhanVien_Id: ID
  profile_Ids: [ID!]
}

type ResetPasswordResult {
  user: User!
  "Shown once to the administrator; the server keeps only its hash."
  newPassword: String!
}

"One sign-in, refused sign-in (LOGIN_FAILED, with the message key it was refused with) or sign-out."
type LoginHistoryEntry {
  _id: ID!
  "Epoch ms."
  time: Float!
  action: String!
  address: String
  reason: String
}

type UserSession {
  _id: ID!
  "Epoch ms of the sign-in that opened it."
  createdAt: Float!
  "Epoch ms."
  expiresAt: Float!
  address: String
  "The caller's own session."
  isCurrent: Boolean!
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
  "The password was reset by an administrator: the web asks for a new one before anything else."
  mustChangePassword: Boolean!
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
  "Some session of the account is open."
  isOnline: Boolean!
  isLocked: Boolean!
  employee: NhanVien
  NhanVien_Id: ID
  "The account's profiles in order: the first is the one a sign-in starts with."
  profiles: [Profile!]!
  "The password was reset by an administrator and must be changed before anything else."
  mustChangePassword: Boolean!
  "Epoch ms of the newest sign-in; null when never."
  lastSignIn: Float
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
