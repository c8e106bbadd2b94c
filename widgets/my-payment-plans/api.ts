/**
 * `<resort-my-payment-plans>`'s calls. The plans and the store's settings are asked `fresh`: a
 * reload after a card update or a payment must show the store's answer, not the short GET cache.
 */
import * as api from '../../src/api/client.ts';
import { CARD_UPDATE_PATH, MY_PLANS_PATH, PLANS_CONFIG_PATH, PROCESS_PATH, cardUpdateAnswerSchema, customerPlansSchema, plansConfigSchema, processAnswerSchema } from './my-plans-schemas.ts';
import type { cardUpdatePayload } from './plan-rules.ts';

export const myPlans = () => api.get(MY_PLANS_PATH, customerPlansSchema, { fresh: true });

export const plansConfig = () => api.get(PLANS_CONFIG_PATH, plansConfigSchema, { fresh: true });

export const updateCard = (payload: ReturnType<typeof cardUpdatePayload>) => api.postJson(CARD_UPDATE_PATH, payload, cardUpdateAnswerSchema);

/** Pay now: a GET that charges the card, so it carries the anti-forgery token and is never cached. */
export const payNow = (enrollmentId: number) => api.get(`${PROCESS_PATH}${enrollmentId}`, processAnswerSchema, { fresh: true, antiForgery: true });
