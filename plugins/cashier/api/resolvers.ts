// The cashier's resolvers, composed from its parts.
import { mergeResolverMaps, type ResolverMap } from '@his/sdk/server';
import { coreResolvers } from './core-resolvers';
import { receiptTypeResolvers } from './receipt-reads';
import { insuranceRuleResolvers } from './insurance-rules';
import { eInvoiceResolvers } from './e-invoices';
import { summaryResolvers } from './summary';
import { postingRuleResolvers } from './posting-rules';
import { queueResolvers } from './queue';
import { insuranceConfirmationResolvers } from './insurance-confirmation';
import { printDataResolvers } from './print-data';

/** E-invoices, the day's summary, posting rules, the counter's queue and insurance confirmation. */
const extrasResolvers: ResolverMap = mergeResolverMaps(eInvoiceResolvers, summaryResolvers, postingRuleResolvers, queueResolvers, insuranceConfirmationResolvers);

/** The list and the form, receipts, books, posting and a visit's fees; the fields a receipt and a book load; the insurance rules; print data. */
export const cashierResolvers: ResolverMap = mergeResolverMaps(coreResolvers, receiptTypeResolvers, insuranceRuleResolvers, extrasResolvers, printDataResolvers);
