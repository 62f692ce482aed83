// Types the server host shares between its modules.
export type { ServerPlugin, RequestContext, Viewer, WriteScope, Logger } from '@his/sdk/server';
import type { VariantManifest } from '@his/sdk';
export type VariantManifestLike = Pick<VariantManifest, 'id' | 'plugins'>;
