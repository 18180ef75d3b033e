import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Chip, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { SaleState } from '../../../contract/inventory.ts';
import { SALE_STATE_COLORS, SALE_STATES, saleStateLabel } from './saleStates.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface SaleStateControlProps {
  state: SaleState;
  itemName: string;
  /** absent: shown only */
  onChange?: (state: SaleState) => void;
}

/** The item's sale state; for editors a menu that changes it (PATCH /inventory/{id}/status). */
export const SaleStateControl = ({ state, itemName, onChange }: SaleStateControlProps) => {
  const translate = useLsmTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A closed Menu still renders a Popover and a Modal, on every row of the list: it mounts when first
  // opened, and stays mounted so that it can play its closing transition.
  const [menuMounted, setMenuMounted] = useState(false);
  const openMenu = (element: HTMLElement | null) => {
    setMenuMounted(true);
    setAnchor(element);
  };
  const label = translate(saleStateLabel(state));
  if (!onChange) return <Chip size="small" color={SALE_STATE_COLORS[state]} label={label} />;
  return (
    <>
      <Chip
        size="small"
        color={SALE_STATE_COLORS[state]}
        label={label}
        deleteIcon={<ArrowDropDownIcon />}
        onDelete={(event) => openMenu(event.currentTarget.parentElement)}
        onClick={(event) => openMenu(event.currentTarget)}
        aria-label={translate('lsm.inventory.list.change_sale_state', { name: itemName })}
        aria-haspopup="menu"
      />
      {menuMounted && (
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {SALE_STATES.map((option) => (
            <MenuItem
              key={option}
              selected={option === state}
              onClick={() => {
                setAnchor(null);
                if (option !== state) onChange(option);
              }}
            >
              {translate(saleStateLabel(option))}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
};
