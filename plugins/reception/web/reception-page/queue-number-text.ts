// How a queue ticket is said at the desk: "Phòng khám Nội 1 — số 12".
type Translate = (key: string, options: { room: string; number: number }) => string;

export function queueNumberText(t: Translate, ticket: { TenPhongBan?: string | null; number: number }): string {
  return t('reception.desk.queueNumber', { room: ticket.TenPhongBan ?? '', number: ticket.number });
}
