// Query limits (graphql-armor): the same envelop plugins guard HTTP and the websocket.
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';

export const QUERY_LIMITS = { depth: 12, aliases: 30, directives: 50, tokens: 5000, cost: 20000 } as const;

export function limitPlugins() {
  return [
    maxDepthPlugin({ n: QUERY_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives }),
    maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true }),
    blockFieldSuggestionsPlugin(),
  ];
}
