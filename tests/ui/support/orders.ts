import { http, HttpResponse } from 'msw';
import type { StoreActivityAnswer, StoreFeedbackAnswer, StoreOrdersSummary } from '../../../src/contract/orders.ts';
import { api } from './mswServer.ts';

/** The store Home tab's orders, activity and feedback calls, answering a store with nothing yet unless given. */
export function storeOrdersHandlers(
  storeId: number,
  answers: { summary?: StoreOrdersSummary; activity?: StoreActivityAnswer; feedback?: StoreFeedbackAnswer } = {},
) {
  return [
    http.get(api(`/orders/store/${storeId}/summary`), () =>
      HttpResponse.json(answers.summary ?? { today: '2026-01-01', orders: 0, cancelled: 0, gross_cents: 0, latest: [] }),
    ),
    http.get(api(`/orders/store/${storeId}/activity`), () => HttpResponse.json(answers.activity ?? { rows: [] })),
    http.get(api(`/orders/store/${storeId}/feedback`), () => HttpResponse.json(answers.feedback ?? { average_rating: null, count: 0, rows: [] })),
  ];
}
