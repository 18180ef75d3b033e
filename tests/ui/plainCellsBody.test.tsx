import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminContext, DataTable, ListContextProvider, memoryStore, ResourceContextProvider, useList, type Identifier } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../src/providers/i18n/i18nProvider.ts';
import { theme } from '../../src/theme.ts';

interface Thing {
  id: number;
  name: string;
  price: number;
  owner: { name: string };
}
const THINGS: Thing[] = [
  { id: 1, name: 'Cola', price: 1.5, owner: { name: 'Ann' } },
  { id: 2, name: 'Chips', price: 2, owner: { name: 'Bob' } },
];

const ThingTable = ({ rowClick }: { rowClick: false | ((id: Identifier) => string) }) => {
  const list = useList<Thing>({ data: THINGS });
  return (
    <ListContextProvider value={list}>
      <DataTable<Thing> rowClick={rowClick} bulkActionButtons={<></>}>
        <DataTable.Col<Thing> source="name" label="Name" />
        <DataTable.Col<Thing> source="owner.name" label="Owner" />
        <DataTable.Col<Thing> label="Price" align="right" cellClassName="money" render={(thing) => `$${thing.price.toFixed(2)}`} />
      </DataTable>
      <output aria-label="selected">{list.selectedIds.join(',')}</output>
    </ListContextProvider>
  );
};

function renderTable(rowClick: false | ((id: Identifier) => string)) {
  render(
    <AdminContext theme={theme} store={memoryStore()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="things">
        <Routes>
          <Route path="/things/:id" element={<p>thing page</p>} />
          <Route path="*" element={<ThingTable rowClick={rowClick} />} />
        </Routes>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe("every DataTable's body (the theme's PlainCellsBody)", () => {
  it('renders each column from its source, a nested source or its render, with its alignment and class', async () => {
    renderTable(false);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['', 'Cola', 'Ann', '$1.50']);
    expect(cells[3]).toHaveClass('MuiTableCell-alignRight', 'money', 'RaDataTable-rowCell');
    expect(rows[0]).not.toHaveClass('RaDataTable-clickableRow');
  });

  it('ticks a row from its checkbox without opening it, and opens it from a click on the row', async () => {
    const user = userEvent.setup();
    renderTable((id) => `/things/${id}`);
    const [, cola, chips] = screen.getAllByRole('row');
    expect(chips).toHaveClass('RaDataTable-clickableRow');
    await user.click(within(chips!).getByRole('checkbox', { name: 'Select this row' }));
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('2');
    expect(screen.queryByText('thing page')).toBeNull();

    await user.click(within(cola!).getByText('Ann'));
    expect(await screen.findByText('thing page')).toBeInTheDocument();
  });
});
