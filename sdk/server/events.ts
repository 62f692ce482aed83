// Realtime events: what `subApp` subscribers receive.

export interface RealtimeEvent {
  /** The subscription module, e.g. 'TiepNhan' or 'VienPhiNgoaiTru'. */
  module: string;
  /** What happened, e.g. 'create', 'hachToan'. */
  process: string;
  /** Nodes whose subscribers receive it. */
  idNodes: string[];
  data: unknown;
}
