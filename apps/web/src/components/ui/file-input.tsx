import { useState, type InputHTMLAttributes } from 'react';

/**
 * A file input whose button and "no file" text are the shop's Spanish, not the browser's (an English browser
 * shows 'Choose File / No file chosen'). The native input stays in the page, focusable and labelled by the
 * caller's <label htmlFor>; the visible button is its second label, with the focus ring of the input.
 */
export function FileInput({
  id,
  onFile,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  id: string;
  onFile: (file: File | undefined) => void;
}) {
  const [name, setName] = useState<string>();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          setName(file?.name);
          onFile(file);
        }}
        {...rest}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-50"
      >
        Elegir archivo
      </label>
      <span className="text-sm text-muted">{name ?? 'Ningún archivo elegido'}</span>
    </div>
  );
}
