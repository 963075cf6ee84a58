import { useId, useState, type KeyboardEvent } from 'react';
import type { ContactView } from '@shop/contracts/contacts';
import { contactsMessages } from '@shop/contracts/contacts-messages';
import { formatPhone } from '@shop/domain/phone';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const labelOf = (c: ContactView) => `${c.first_name} ${c.last_name} · ${formatPhone(c.phone)}`;

/** Her clients by name (accents and case ignored) or phone digits. */
function matches(c: ContactView, text: string) {
  const key = fold(text.trim());
  if (!key) return true;
  const digits = key.replace(/\D/g, '');
  return (
    fold(`${c.first_name} ${c.last_name}`).includes(key) ||
    (digits.length > 0 && digits.length === key.replace(/[\s-]/g, '').length && c.phone.includes(digits))
  );
}

const ADD_NEW = '__add__';

/**
 * 'Cliente' in Registrar pedido: an editable combobox (WAI-ARIA APG pattern "combobox with list autocomplete") over
 * her clients, ending with 'Añadir nuevo cliente'. Arrow keys move, Enter picks, Escape closes (a second Escape
 * clears), Tab leaves; the list is a listbox whose active option is `aria-activedescendant`.
 */
export function ClientCombobox({
  contacts,
  value,
  onChange,
  onAddNew,
}: {
  contacts: ContactView[];
  value: string;
  onChange: (contactId: string) => void;
  onAddNew: () => void;
}) {
  const id = useId();
  const selected = contacts.find((c) => c.contact_id === value);
  const [text, setText] = useState(selected ? labelOf(selected) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // While the box shows the picked client's label, every client is offered.
  const shown = selected && text === labelOf(selected) ? contacts : contacts.filter((c) => matches(c, text));
  const options = [...shown.map((c) => ({ id: c.contact_id, label: labelOf(c) })), { id: ADD_NEW, label: '' }];
  const optionId = (i: number) => `${id}-opcion-${i}`;

  function pick(index: number) {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActive(-1);
    if (option.id === ADD_NEW) return onAddNew();
    setText(option.label);
    onChange(option.id);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      if (e.altKey) return;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : options.length - 1) : (a + step + options.length) % options.length));
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (open) {
        setOpen(false);
        setActive(-1);
      } else {
        setText('');
        onChange('');
      }
    } else if ((e.key === 'Home' || e.key === 'End') && open && active >= 0) {
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : options.length - 1);
    }
  }

  return (
    <div className="relative flex w-full flex-col gap-1 sm:w-96">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        Cliente
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-lista`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-ayuda`}
        aria-required="true"
        autoComplete="off"
        placeholder="Busca por nombre o celular"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3"
      />
      <p id={`${id}-ayuda`} className="sr-only">
        Escribe para filtrar tus clientes; usa las flechas para elegir.
      </p>
      <ul
        id={`${id}-lista`}
        role="listbox"
        aria-label="Tus clientes"
        hidden={!open}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-neutral-300 bg-white py-1 shadow-lg"
      >
        {shown.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-muted">
            No encontramos clientes con «{text.trim()}».
          </li>
        )}
        {options.map((o, i) => (
          <li
            key={o.id}
            id={optionId(i)}
            role="option"
            aria-selected={o.id === value}
            // Picked on mousedown, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(i);
            }}
            className={`flex min-h-11 cursor-pointer items-center px-3 text-sm ${i === active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700' : ''} ${o.id === ADD_NEW ? 'border-t border-neutral-200 font-semibold text-brand-700' : ''} ${o.id === value ? 'font-semibold' : ''}`}
          >
            {o.id === ADD_NEW ? `+ ${contactsMessages.addNew}` : o.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
