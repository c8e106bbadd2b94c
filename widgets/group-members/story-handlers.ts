/** MSW handlers for the household stories, answering from the shared fixture builders. */
import { delay, http, HttpResponse } from 'msw';
import { addMemberAnswerSchema, type Member } from '../../src/api/household-schemas.ts';
import { historyOf, householdOf, mediaRequirements, member } from './household.fixtures.ts';

export const householdOk = (members: readonly Member[] = householdOf()) => http.get('/api/checkout/guestinfobase', () => HttpResponse.json(members));
export const householdPending = () => http.get('/api/checkout/guestinfobase', async () => {
  await delay('infinite');
  return HttpResponse.json([]);
});
export const householdError = () => http.get('/api/checkout/guestinfobase', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }));
export const historyOk = () => http.get('/api/customer/history/:id/:limit', ({ params }) => HttpResponse.json(historyOf(Number(params.id))));
export const addMemberOk = () =>
  http.post('/api/checkout/guestinfo/add', async ({ request }) => {
    const body = (await request.json()) as { FirstName: string; LastName: string; DateOfBirth: string };
    const added = member({ ContactInfoId: 299, FirstName: body.FirstName, LastName: body.LastName, DateOfBirth: body.DateOfBirth, AgeDescription: 'Minor, age 7' });
    return HttpResponse.json(addMemberAnswerSchema.parse({ exists: false, ContactInfoId: 299, Household: [...householdOf(), added] }));
  });
export const addMemberExists = () => http.post('/api/checkout/guestinfo/add', () => HttpResponse.json({ exists: true, Household: householdOf(), ContactInfoId: null }));
export const birthdateOk = () => http.post('/api/customer/addbirthdate', async ({ request }) => {
  const body = (await request.json()) as { BirthDate: string };
  return HttpResponse.json({ success: true, DateOfBirth: body.BirthDate, AgeDescription: 'Adult, age 38' });
});
export const birthdateFails = () => http.post('/api/customer/addbirthdate', () => HttpResponse.json({ message: 'no' }, { status: 500 }));
export const photoOk = () => http.post('/api/photo/upload', () => HttpResponse.json({ success: true, PhotoUrl: 'data:image/png;base64,iVBORw0KGgo=' }));
export const assignMediaOk = () => http.post('/api/product/assignMedia', async ({ request }) => {
  const body = (await request.json()) as { mediaId: string };
  return HttpResponse.json({ success: true, MediaNumber: body.mediaId });
});
export const assignMediaRefused = () => http.post('/api/product/assignMedia', () => HttpResponse.json({ success: false, message: 'That media number belongs to another card holder.' }, { status: 400 }));
export const mediaRequirementsOk = (requirements = mediaRequirements()) => http.get('/api/checkout/mediarequirements', () => HttpResponse.json(requirements));
export const mediaUpdateOk = () => http.post('/api/checkout/updatemediaassignments/', async ({ request }) => {
  const [choice] = (await request.json()) as { ContactId: number; MediaOption: 'Purchase' | 'Reload' }[];
  return HttpResponse.json(mediaRequirements(choice?.ContactId === 201 ? { alex: { MediaOption: choice.MediaOption } } : { sam: { MediaOption: choice?.MediaOption ?? null } }));
});

/** A first Purchase (`addmediaassignment`) and a removed choice or all of them (`deletemediaassignment`): the choices after it. */
export const mediaAddChoiceOk = () =>
  http.get('/api/checkout/addmediaassignment/:id', ({ params }) => HttpResponse.json(mediaRequirements(params.id === '201' ? { alex: { MediaOption: 'Purchase' } } : { sam: { MediaOption: 'Purchase' } })));
export const mediaDeleteChoiceOk = () => http.get('/api/checkout/deletemediaassignment/:contactId/:deleteAll', () => HttpResponse.json(mediaRequirements()));
/** The checkout's fast flow (`POST /media`): the card goes on the member, Reload chosen for it. */
export const mediaFastFlowOk = () =>
  http.post('/media', async ({ request }) => {
    const body = (await request.json()) as { contactId: number; mediaId: string };
    const card = { MediaNumber: body.mediaId, MediaOption: 'Reload' as const };
    return HttpResponse.json({ success: true, MediaNumber: body.mediaId, ...mediaRequirements(body.contactId === 201 ? { alex: card } : { sam: card }) });
  });

/** Waits for the control named `name` (its text or aria-label) inside `tag`'s shadow root and clicks it. */
export async function pressInTag(canvasElement: HTMLElement, tag: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const root = canvasElement.querySelector(tag)?.shadowRoot;
    const control = root
      ? [...root.querySelectorAll<HTMLElement>('button, [role="tab"]')].find((element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name)
      : undefined;
    if (control) {
      control.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`story: no "${name}" in <${tag}>`);
}

/** Types `value` into the first text box of `tag`, as a shopper would (React reads the input event). */
export async function typeInTag(canvasElement: HTMLElement, tag: string, value: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const input = canvasElement.querySelector(tag)?.shadowRoot?.querySelector('input');
    if (input) {
      Reflect.set(HTMLInputElement.prototype, 'value', value, input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`story: no text box in <${tag}>`);
}
