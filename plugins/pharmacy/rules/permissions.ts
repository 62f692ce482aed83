// Pharmacy's permissions: reading the stores' stock, and receiving stock into them.
export const PHARMACY_READ = 'pharmacy.read';
export const PHARMACY_WRITE = 'pharmacy.write';
