/**
 * A household member added with a birth date that does not exist, as a screen-reader user hears
 * it: the tabs, the form's fields and the birthday's group, then the error on the field that has it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '../msw.ts';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { householdOf } from '../../widgets/group-members/household.fixtures.ts';
import { GroupMembers } from '../../widgets/group-members/GroupMembers.tsx';
import { $household } from '../../widgets/group-members/household-store.ts';
import { listen } from './listener.ts';

const server = startMswServer();

describe('<resort-group-members> heard by a screen-reader user', () => {
  it('Add New Group Member with February 30: the fields and the Birthday group, then the error, focused and described', async () => {
    api.invalidate();
    $household.set({ status: 'loading', members: [], unreadable: 0 });
    setPageData({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, CustomerSettings: { ShowMediaNumber: true } });
    document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
    let sent = 0;
    server.use(
      http.get('/api/checkout/guestinfobase', () => HttpResponse.json(householdOf())),
      http.post('/api/checkout/guestinfo/add', () => (sent++, HttpResponse.json({}))),
    );
    render(<GroupMembers editPhotos addMedia editMembers />);
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    const sr = await listen();
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Add New Group Member' }));
    await screen.findByRole('textbox', { name: 'First name' });
    expect(await sr.said()).toEqual(['tab, Add New Group Member, selected, 1 control, position 2, set size 2']);

    const form = await sr.readUntil('button, Add Member');
    expect(form.slice(0, 11)).toEqual([
      'end of tablist, Group members, orientated horizontally',
      'tabpanel, Add New Group Member',
      'form',
      'First name',
      'textbox, First name',
      'Last name',
      'textbox, Last name',
      'group, Birthday',
      'Birthday',
      'Month',
      'combobox, Month, has popup listbox, not expanded, required',
    ]);
    expect(form).toEqual(expect.arrayContaining(['combobox, Day, has popup listbox, not expanded, required', 'combobox, Year, has popup listbox, not expanded, required', 'end of group, Birthday']));

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Riley');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Morgan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2020');
    expect(await sr.said()).toEqual([
      'textbox, First name',
      'textbox, Last name',
      'combobox, Month, has popup listbox, not expanded, required',
      'combobox, Day, has popup listbox, not expanded, required',
      'combobox, Year, has popup listbox, not expanded, required',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    // Nothing is sent; the focus goes to the first field in error, which says what is wrong. (The
    // reader speaks a select's value, 2, where a browser speaks February.)
    expect(await sr.said()).toEqual([
      'button, Add Member',
      'combobox, Month, 2, A valid birthday is required, has popup listbox, not expanded, invalid, required',
      'assertive: A valid birthday is required',
    ]);
    expect(sent).toBe(0);
    await sr.stop();
  });
});
