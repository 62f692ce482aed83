// The price choice as the server applies it: the pure rule (rules/price-choice.ts), with a missing price refused.
import type { UnitPrice } from '../contract';
import { badInput } from '@his/sdk/server';
import { unitPriceChoice, type UnitPriceChoice } from '../rules/price-choice';

export { currentPriceList, placeRank, type CurrentListQuery, type ItemToPrice, type Places, type PriceListCandidate, type PricedList, type UnitPriceChoice } from '../rules/price-choice';

/**
 * The unit price of each item: the price held by the first of the group's price types whose current list
 * prices the item. Never a default: an item no current list prices is refused with `pricing.pricesMissing`
 * naming its code, and with `pricing.noCurrentPriceList` when none of the types has a current list at all.
 */
export function chooseUnitPrices(choice: UnitPriceChoice): Map<string, UnitPrice> {
  const { prices, problem } = unitPriceChoice(choice);
  if (problem) throw badInput(problem.key, undefined, problem.params);
  return prices;
}
