// Every catalogue a pricing screen may pick from, by name: its own, and the faces the catalogues plugin's contract gives.
import type { AnyCatalogue } from '@his/sdk';
import { dichVuFace, lieuTrinhFace } from '../../catalogues/contract';
import { pricingCatalogues } from '../rules/catalogues';

export const KNOWN_CATALOGUES: ReadonlyMap<string, AnyCatalogue> = new Map(
  [...pricingCatalogues, dichVuFace, lieuTrinhFace].map((descriptor) => [descriptor.name, descriptor]),
);
