// A screen of one catalogue (/thiet-bi, /loai-khach-hang).
import { catalogueWritePermission, type AnyCatalogue } from '@his/sdk';
import { CatalogueScreen, type CatalogueFormSection } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { catalogueDescriptors } from '../rules';

const KNOWN: ReadonlyMap<string, AnyCatalogue> = new Map(catalogueDescriptors.map((descriptor) => [descriptor.name, descriptor]));

export function SingleCataloguePage({ descriptor, section }: { descriptor: AnyCatalogue; section?: CatalogueFormSection }) {
  return (
    <main className={css({ maxW: '100rem', mx: 'auto', p: { base: '4', md: '6' } })}>
      <CatalogueScreen descriptor={descriptor} known={KNOWN} writePermission={catalogueWritePermission('catalogues', descriptor)} section={section} />
    </main>
  );
}
