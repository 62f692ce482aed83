// The three printed prescription templates, in the order the print dialog offers them (MAU_TOA_IN_1 first).
import { mauToaIn1Print } from './mau-toa-in-1-print';
import { mauToaIn2Print } from './mau-toa-in-2-print';
import { mauToaIn3Print } from './mau-toa-in-3-print';

export const PRESCRIPTION_PRINTS = [mauToaIn1Print, mauToaIn2Print, mauToaIn3Print] as const;
