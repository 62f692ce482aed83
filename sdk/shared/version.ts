// The product version shown in the app info and the footer.
import rootPackage from '../../package.json' with { type: 'json' };

export const HIS_VERSION: string = rootPackage.version;
