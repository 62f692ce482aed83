// The core's own settings and the variant's settings schema: the core's declarations with every plugin's, each key once.
import { declarationProblem, defineSettings, type SettingDeclaration, type SettingBlock } from '@his/sdk';
import type { ServerPlugin } from '@his/sdk/server';

/** The general block, the origins the HTTP layer allows, and the spec's credentials of outside services. */
export const coreSettings = defineSettings([
  { block: 'general', key: 'defaultLanguage', kind: 'text', choices: ['vi', 'en'], public: true, label: { vi: 'Ngôn ngữ mặc định', en: 'Default language' } },
  { block: 'general', key: 'isShowIconLanguage', kind: 'boolean', public: true, label: { vi: 'Cho phép đổi ngôn ngữ', en: 'Allow switching the language' } },
  // Read by the HTTP layer straight from the 'his' row as an array of strings: keep that shape.
  { block: 'his', key: 'allowedOrigins', kind: 'textList', label: { vi: 'Địa chỉ web được phép gọi API (CORS)', en: 'Web origins allowed to call the API (CORS)' } },

  // Spec §"App info and settings": flags of registration, prescribing, orders and printing.
  { block: 'his', key: 'choPhepKeVuotTon', kind: 'boolean', label: { vi: 'Cho phép kê đơn vượt tồn kho', en: 'Allow prescribing beyond stock' } },
  { block: 'his', key: 'soPhutGiuaHaiChiDinhPTTT', kind: 'number', label: { vi: 'Số phút tối thiểu giữa hai chỉ định thủ thuật', en: 'Minimum minutes between two procedure orders' } },
  { block: 'his', key: 'soMauIn', kind: 'number', label: { vi: 'Số bản in mẫu', en: 'Printed sample count' } },
  { block: 'print', key: 'mauToa', kind: 'text', label: { vi: 'Mẫu in toa thuốc', en: 'Prescription print template' } },

  // The insurance agency's portal (Cổng tiếp nhận dữ liệu BHYT).
  { block: 'his', key: 'congBHYT_TaiKhoan', kind: 'text', label: { vi: 'Cổng BHYT: tên đăng nhập', en: 'Insurance portal: user name' } },
  { block: 'his', key: 'congBHYT_MatKhau', kind: 'text', secret: true, label: { vi: 'Cổng BHYT: mật khẩu', en: 'Insurance portal: password' } },

  // The two e-invoice account versions.
  { block: 'his', key: 'hoaDonDienTu_URL', kind: 'text', label: { vi: 'Hóa đơn điện tử: địa chỉ dịch vụ', en: 'E-invoice: service URL' } },
  { block: 'his', key: 'hoaDonDienTu_TaiKhoan', kind: 'text', label: { vi: 'Hóa đơn điện tử: tài khoản', en: 'E-invoice: account' } },
  { block: 'his', key: 'hoaDonDienTu_MatKhau', kind: 'text', secret: true, label: { vi: 'Hóa đơn điện tử: mật khẩu', en: 'E-invoice: password' } },
  { block: 'his', key: 'hoaDonDienTuV2_URL', kind: 'text', label: { vi: 'Hóa đơn điện tử (phiên bản 2): địa chỉ dịch vụ', en: 'E-invoice (version 2): service URL' } },
  { block: 'his', key: 'hoaDonDienTuV2_TaiKhoan', kind: 'text', label: { vi: 'Hóa đơn điện tử (phiên bản 2): tài khoản', en: 'E-invoice (version 2): account' } },
  { block: 'his', key: 'hoaDonDienTuV2_MatKhau', kind: 'text', secret: true, label: { vi: 'Hóa đơn điện tử (phiên bản 2): mật khẩu', en: 'E-invoice (version 2): password' } },

  // Sending prescriptions to the national e-prescription system (Đơn thuốc quốc gia).
  { block: 'his', key: 'guiDonThuocQuocGia', kind: 'boolean', label: { vi: 'Gửi đơn thuốc quốc gia', en: 'Send national e-prescriptions' } },
  { block: 'his', key: 'donThuocQuocGia_URL', kind: 'text', label: { vi: 'Đơn thuốc quốc gia: địa chỉ dịch vụ', en: 'National e-prescription: service URL' } },
  { block: 'his', key: 'donThuocQuocGia_MaCoSo', kind: 'text', label: { vi: 'Đơn thuốc quốc gia: mã cơ sở', en: 'National e-prescription: facility code' } },
  { block: 'his', key: 'donThuocQuocGia_TaiKhoan', kind: 'text', label: { vi: 'Đơn thuốc quốc gia: tài khoản', en: 'National e-prescription: account' } },
  { block: 'his', key: 'donThuocQuocGia_MatKhau', kind: 'text', secret: true, label: { vi: 'Đơn thuốc quốc gia: mật khẩu', en: 'National e-prescription: password' } },
]);

/** A variant whose plugins declare a setting twice or wrongly: found when the server starts and by `his check`. */
export class SettingsDeclarationError extends Error {
  override name = 'SettingsDeclarationError';
}

/** Every declaration of a variant, looked up by block and key. */
export interface SettingsSchema {
  all: readonly SettingDeclaration[];
  find(block: string, key: string): SettingDeclaration | undefined;
  ofBlock(block: SettingBlock): readonly SettingDeclaration[];
}

/** The core's declarations and the plugins'; a key declared twice, or a declaration that is wrong, fails the start. */
export function collectSettings(plugins: readonly Pick<ServerPlugin, 'id' | 'settings'>[]): SettingsSchema {
  const owners = new Map<string, string>();
  const byId = new Map<string, SettingDeclaration>();
  for (const { owner, declarations } of [{ owner: 'core', declarations: coreSettings }, ...plugins.map((plugin) => ({ owner: `plugin "${plugin.id}"`, declarations: plugin.settings ?? [] }))]) {
    for (const declaration of declarations) {
      const id = `${declaration.block}.${declaration.key}`;
      const problem = declarationProblem(declaration);
      if (problem) throw new SettingsDeclarationError(`${problem} (declared by the ${owner}).`);
      const other = owners.get(id);
      if (other) throw new SettingsDeclarationError(`The setting ${id} is declared by the ${other} and by the ${owner}. Keep one declaration and let the other read it.`);
      owners.set(id, owner);
      byId.set(id, declaration);
    }
  }
  const all = [...byId.values()];
  return {
    all,
    find: (block, key) => byId.get(`${block}.${key}`),
    ofBlock: (block) => all.filter((declaration) => declaration.block === block),
  };
}
