// Typed realtime event names, declared in the owning plugin's contract.ts: the emitter, the server handlers of other
// plugins and the web subscriptions agree on the module, the process and the payload through one value.

/** One kind of event: the subscription module (the spec's entity or module name) and the process, with its payload type. */
export interface EventRef<Payload> {
  readonly module: string;
  readonly process: string;
  /** Never set: carries Payload so that `emit` and the listeners agree on the shape. */
  readonly payload?: Payload;
}

export function defineEvent<Payload>(module: string, process: string): EventRef<Payload> {
  return { module, process };
}

/** 'DM_BangGia.release': how the host names an event in composition errors and audit actors. */
export function eventName(event: { module: string; process: string }): string {
  return `${event.module}.${event.process}`;
}

/** What the catalogue engine publishes after each write of a catalogue. */
export interface CatalogueEventPayloads {
  create: { ids: string[] };
  update: { ids: string[] };
  remove: { ids: string[] };
  import: { count: number };
}

export type CatalogueEvents = { readonly [P in keyof CatalogueEventPayloads]: EventRef<CatalogueEventPayloads[P]> };

/** The events of one catalogue (module = its table name, e.g. 'DM_DichVu'), for its owner's contract.ts. */
export function catalogueEvents(catalogue: { name: string }): CatalogueEvents {
  return {
    create: defineEvent(catalogue.name, 'create'),
    update: defineEvent(catalogue.name, 'update'),
    remove: defineEvent(catalogue.name, 'remove'),
    import: defineEvent(catalogue.name, 'import'),
  };
}
