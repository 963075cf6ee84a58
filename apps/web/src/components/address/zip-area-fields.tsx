import { ADDRESS_LIMITS } from '@shop/contracts/addresses';
import { postalCodeMessages, type PostalCodeLookup } from '@shop/contracts/postal-codes';
import { ApiError } from '../../lib/api-client';
import type { usePostalCode } from '../../lib/postal-code';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';

type Colony = PostalCodeLookup['colonies'][number];

/** What a postal code's lookup gives a form: the area it names (once it answers for this very zip), or why not. */
export function zipArea(zip: string, lookup: ReturnType<typeof usePostalCode>) {
  const resolved = lookup.data && lookup.data.zip_code === zip ? lookup.data : undefined;
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404;
  return { resolved, unknown, failed: lookup.isError && !unknown };
}

/**
 * The part of every address form that follows the postal code (SEPOMEX): the lookup's state (searching, unknown,
 * failed with a retry), the read-only state, municipality and city (stacked on a phone, so a box shows all of
 * 'Ciudad de México', decision 0742), and the colonies of that zip to choose from. The zip field itself and the
 * colony's storage stay with each form (the customer's keeps the colony's id, a client's its name).
 */
export function ZipAreaFields({
  zip,
  lookup,
  colonyId,
  onColony,
  colonyError,
  fallback,
}: {
  zip: string;
  lookup: ReturnType<typeof usePostalCode>;
  /** The chosen colony's id ('' for none). */
  colonyId: string;
  onColony: (colony: Colony | undefined) => void;
  colonyError?: string | undefined;
  /** What the read-only boxes show before the lookup answers (an address being edited). */
  fallback?: { state?: string; municipality?: string; city?: string };
}) {
  const { resolved, unknown, failed } = zipArea(zip, lookup);
  return (
    <>
      {lookup.isFetching && <Spinner label="Buscando tu código postal…" />}
      {unknown && <Alert tone="warning">{postalCodeMessages.unknown(zip)}</Alert>}
      {failed && (
        <Alert tone="error">
          <p className="mb-2">{postalCodeMessages.lookupFailed}</p>
          <Button variant="secondary" onClick={() => void lookup.refetch()}>
            {postalCodeMessages.retry}
          </Button>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Estado"
          readOnly
          value={resolved?.state.name ?? fallback?.state ?? ''}
          maxLength={ADDRESS_LIMITS.state}
        />
        <TextField
          label="Municipio"
          readOnly
          value={resolved?.municipality.name ?? fallback?.municipality ?? ''}
          maxLength={ADDRESS_LIMITS.municipality}
        />
        <TextField
          label="Ciudad"
          readOnly
          value={resolved?.city ?? fallback?.city ?? ''}
          maxLength={ADDRESS_LIMITS.city}
        />
      </div>
      <SelectField
        label="Colonia"
        required
        disabled={!resolved}
        error={colonyError}
        value={colonyId}
        onChange={(e) => onColony(resolved?.colonies.find((c) => String(c.id) === e.target.value))}
      >
        <option value="">Selecciona tu colonia</option>
        {resolved?.colonies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
