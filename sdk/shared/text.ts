// Vietnamese text helpers shared by server and web.

/**
 * The unaccented, lower-case form stored in TenKhongDau columns: "Nguyễn Văn Đức" → "nguyen van duc".
 * Search terms go through the same function, so "nguyen" finds "Nguyễn".
 */
export function toKhongDau(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
