import { CREDIT_CONTRACT_VERSION, creditMessages } from '@shop/contracts/credit-texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  APPLICATION_STEPS,
  MAX_UPLOAD_BYTES,
  UPLOAD_QUALITY,
  applicationMessages,
  checkApplicationStep,
  type StepKey,
  type StepNumber,
} from '@shop/contracts/credit-application';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useApplicationStatus } from '../api/get-application-status';
import { useSaveApplicationStep } from '../api/save-application-step';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/error-message';
import { logError } from '../../../lib/client-log';
import { useMe } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { applicationPrefill } from '../application-prefill';
import { FileInput } from '../../../components/ui/file-input';

type Field =
  | {
      name: string;
      label: string;
      type: 'text' | 'email' | 'tel' | 'date' | 'number';
      hint?: string;
      optional?: boolean;
      inputMode?: 'numeric' | 'decimal' | 'tel';
    }
  | { name: string; label: string; type: 'select'; options: string[] }
  | { name: string; label: string; type: 'checkbox' }
  | { name: string; label: string; type: 'file' };

const FIELDS: Record<StepNumber, Field[]> = {
  1: [
    { name: 'nombre', label: 'Nombre(s)', type: 'text' },
    { name: 'apellido_paterno', label: 'Apellido paterno', type: 'text' },
    { name: 'apellido_materno', label: 'Apellido materno', type: 'text', optional: true },
    { name: 'fecha_nacimiento', label: 'Fecha de nacimiento', type: 'date' },
    { name: 'rfc', label: 'RFC con homoclave', type: 'text', hint: '13 caracteres, por ejemplo GODE561231GR8' },
    { name: 'celular', label: 'Celular', type: 'tel', inputMode: 'tel', hint: '52 y 10 dígitos' },
    { name: 'correo', label: 'Correo electrónico', type: 'email' },
    {
      name: 'estado_civil',
      label: 'Estado civil',
      type: 'select',
      options: ['Soltera(o)', 'Casada(o)', 'Unión libre', 'Divorciada(o)', 'Viuda(o)'],
    },
    { name: 'dependientes', label: 'Dependientes económicos', type: 'number', inputMode: 'numeric' },
  ],
  2: [
    { name: 'calle', label: 'Calle', type: 'text' },
    { name: 'numero_exterior', label: 'Número exterior', type: 'text' },
    { name: 'numero_interior', label: 'Número interior', type: 'text', optional: true },
    { name: 'codigo_postal', label: 'Código postal', type: 'text', inputMode: 'numeric' },
    { name: 'colonia', label: 'Colonia', type: 'text' },
    { name: 'municipio', label: 'Municipio o alcaldía', type: 'text' },
    { name: 'estado', label: 'Estado', type: 'text' },
    { name: 'anios_residencia', label: 'Años viviendo ahí', type: 'number', inputMode: 'numeric' },
    {
      name: 'tipo_vivienda',
      label: 'Tipo de vivienda',
      type: 'select',
      options: ['Propia', 'Rentada', 'Familiar', 'Hipotecada'],
    },
  ],
  3: [
    {
      name: 'ocupacion',
      label: 'Ocupación',
      type: 'select',
      options: ['Empleada(o)', 'Negocio propio', 'Hogar', 'Pensionada(o)', 'Otra'],
    },
    { name: 'empresa', label: 'Empresa o negocio', type: 'text' },
    { name: 'telefono_empresa', label: 'Teléfono del trabajo', type: 'tel', inputMode: 'tel', hint: '10 dígitos' },
    { name: 'antiguedad_anios', label: 'Antigüedad (años)', type: 'number', inputMode: 'numeric' },
    { name: 'ingreso_mensual', label: 'Ingreso mensual (pesos)', type: 'text', inputMode: 'decimal' },
  ],
  4: [0, 1].flatMap((i) => [
    { name: `referencias.${i}.nombre`, label: `Referencia ${i + 1}: nombre completo`, type: 'text' as const },
    { name: `referencias.${i}.parentesco`, label: `Referencia ${i + 1}: parentesco`, type: 'text' as const },
    {
      name: `referencias.${i}.telefono`,
      label: `Referencia ${i + 1}: celular`,
      type: 'tel' as const,
      inputMode: 'tel' as const,
      hint: '52 y 10 dígitos',
    },
  ]),
  5: [
    { name: 'identificacion_frente', label: 'Identificación oficial (frente)', type: 'file' },
    { name: 'identificacion_reverso', label: 'Identificación oficial (reverso)', type: 'file' },
    { name: 'comprobante_domicilio', label: 'Comprobante de domicilio (menor a 3 meses)', type: 'file' },
  ],
  6: [
    { name: 'tiene_tarjeta_credito', label: 'Tengo tarjeta de crédito', type: 'checkbox' },
    { name: 'tiene_credito_hipotecario', label: 'Tengo un crédito hipotecario', type: 'checkbox' },
    { name: 'tiene_credito_automotriz', label: 'Tengo un crédito automotriz', type: 'checkbox' },
    {
      name: 'autoriza_consulta',
      label: 'Autorizo a Price Shoes a consultar mi historial crediticio',
      type: 'checkbox',
    },
  ],
  7: [
    { name: 'acepta_contrato', label: 'He leído y acepto el contrato de crédito CrediPrice', type: 'checkbox' },
    { name: 'firma', label: 'Firma: escribe tu nombre completo', type: 'text' },
  ],
};

/** Step 6, second call: the NIP the applicant received by SMS. */
const NIP_FIELDS: Field[] = [
  { name: 'nip', label: 'NIP recibido por SMS (6 dígitos)', type: 'text', inputMode: 'numeric' },
];

const DEFAULTS: Partial<Record<StepNumber, FieldValues>> = {
  6: {
    tiene_tarjeta_credito: false,
    tiene_credito_hipotecario: false,
    tiene_credito_automotriz: false,
    autoriza_consulta: false,
  },
  // The contract text she is shown (decision 0733), sent with her signature.
  7: { acepta_contrato: false, contrato_version: CREDIT_CONTRACT_VERSION },
};

/** react-hook-form errors from the shared step check: one copy of every rule, nested paths included. */
function stepResolver(
  paso: StepNumber,
  context: { applicantPhone?: string; fullName?: string; accion?: StepKey },
): Resolver<FieldValues> {
  return async (values) => {
    const check = checkApplicationStep(paso, values, context);
    if (check.ok) return { values, errors: {} };
    return { values: {}, errors: toFieldErrors(check.errors) };
  };
}

function toFieldErrors(list: { path: string; message: string }[]): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of list) {
    const keys = (path || 'root').split('.');
    let node = errors;
    keys.slice(0, -1).forEach((k) => {
      node[k] ??= {};
      node = node[k] as Record<string, unknown>;
    });
    const last = keys[keys.length - 1]!;
    node[last] ??= { type: 'validation', message };
  }
  return errors as FieldErrors;
}

const errorAt = (errors: FieldErrors, name: string): string | undefined => {
  let node: unknown = errors;
  for (const k of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[k];
  return (node as { message?: string } | undefined)?.message;
};

/** Reads an image, refuses what is not an image or is over 5 MB, and compresses it to JPEG quality 0.6. */
export async function compressImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(applicationMessages.fileNotImage);
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(applicationMessages.fileTooLarge);
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 2000 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', UPLOAD_QUALITY);
}

/** The seven-step CrediPrice application; each step is checked here and again on the server. */
export function ApplicationForm({ customerId, line }: { customerId: string; line?: number | undefined }) {
  const me = useMe();
  const prefill = applicationPrefill(me.data);
  const status = useApplicationStatus(customerId);
  const save = useSaveApplicationStep(customerId);
  const [paso, setPaso] = useState<StepNumber | null>(null);
  const [general, setGeneral] = useState<FieldValues | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [nipSent, setNipSent] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The first step not yet completed, chosen once when the status arrives (set during render, not in an effect).
  if (paso === null && status.data) {
    const done = status.data.pasos_completos;
    setPaso(([1, 2, 3, 4, 5, 6, 7] as StepNumber[]).find((p) => !done.includes(p)) ?? 7);
  }
  useEffect(() => {
    headingRef.current?.focus();
  }, [paso]);

  if (sent || status.data?.enviada) return <Alert tone="success">{sent ?? applicationMessages.alreadySubmitted}</Alert>;
  if (status.isError) return <QueryError error={status.error} onRetry={status.refetch} />;
  if (paso === null) return null;

  const step = APPLICATION_STEPS[paso - 1]!;
  const awaitingNip = paso === 6 && nipSent !== null;
  const accion: StepKey = awaitingNip ? 'nip historial crediticio' : step.accion;
  const context = general
    ? {
        applicantPhone: String(general.celular),
        fullName: [general.nombre, general.apellido_paterno, general.apellido_materno].filter(Boolean).join(' '),
      }
    : {};
  return (
    <section aria-labelledby="paso-titulo" className="rounded-lg border border-neutral-200 bg-white p-5">
      <ol className="mb-5 flex flex-wrap gap-2 text-xs" aria-label="Pasos de la solicitud">
        {APPLICATION_STEPS.map((s) => (
          <li
            key={s.paso}
            aria-current={s.paso === paso ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${s.paso === paso ? 'bg-brand-700 font-semibold text-white' : s.paso < paso ? 'bg-brand-100 text-brand-800' : 'bg-neutral-100 text-muted'}`}
          >
            {s.paso}. {s.titulo}
          </li>
        ))}
      </ol>
      <h2 id="paso-titulo" ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
        Paso {paso} de 7: {step.titulo}
      </h2>
      {awaitingNip && (
        <Alert tone="info" className="mb-4">
          {nipSent}
        </Alert>
      )}
      <StepForm
        key={`${paso}-${accion}`}
        paso={paso}
        contractLine={line}
        fields={awaitingNip ? NIP_FIELDS : FIELDS[paso]}
        context={{ ...context, accion }}
        defaults={{ ...(paso === 1 || paso === 2 ? prefill[paso] : undefined), ...DEFAULTS[paso] }}
        busy={save.isPending}
        onBack={paso > 1 ? () => (awaitingNip ? setNipSent(null) : setPaso((paso - 1) as StepNumber)) : undefined}
        onSubmit={async (datos, form) => {
          try {
            const res = await save.mutateAsync({ paso, accion, datos });
            if (paso === 1) setGeneral(datos);
            if (res.response.siguiente === null) setSent(res.response.mensaje);
            else if (res.response.siguiente === paso) setNipSent(res.response.mensaje);
            else {
              setNipSent(null);
              setPaso(res.response.siguiente as StepNumber);
            }
          } catch (error) {
            if (error instanceof ApiError && error.errors.length > 0) {
              for (const e of error.errors) form.setError(e.path, { type: 'server', message: e.message });
            } else {
              // customer-account.md §8 'Credit submit failure: banner 'Ha ocurrido un error' (logged)'.
              logError('Credit submit failed: Ha ocurrido un error', error);
              form.setError('root', { type: 'server', message: errorMessage(error, creditMessages.submitError) });
            }
          }
        }}
      />
    </section>
  );
}

function StepForm({
  paso,
  contractLine,
  fields,
  context,
  defaults,
  busy,
  onBack,
  onSubmit,
}: {
  paso: StepNumber;
  fields: Field[];
  context: { applicantPhone?: string; fullName?: string; accion?: StepKey };
  /** The step's starting values: what the profile knows (steps 1 and 2) and the unticked boxes. */
  defaults: FieldValues;
  busy: boolean;
  onBack: (() => void) | undefined;
  onSubmit: (datos: FieldValues, form: UseFormReturn<FieldValues>) => Promise<void>;
  /** Her pre-authorised line (centavos), shown in the contract she opens at step 7. */
  contractLine?: number | undefined;
}) {
  const form = useForm<FieldValues>({
    resolver: stepResolver(paso, context),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((datos) => onSubmit(datos, form))}
      className="grid gap-4 sm:grid-cols-2"
    >
      {errors.root?.message && (
        <Alert tone="error" className="sm:col-span-2">
          {errors.root.message}
        </Alert>
      )}
      {paso === 7 && (
        <p className="sm:col-span-2">
          <a
            href={`${paths.creditContract}${contractLine ? `?linea=${contractLine}` : ''}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Lee el contrato de crédito CrediPrice (versión {CREDIT_CONTRACT_VERSION}, se abre en otra pestaña)
          </a>
        </p>
      )}
      {fields.map((f) => (
        <FieldInput key={f.name} field={f} form={form} error={errorAt(errors, f.name)} />
      ))}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            Anterior
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {paso === 7 ? 'Enviar solicitud' : 'Continuar'}
        </Button>
      </div>
    </form>
  );
}

function FieldInput({
  field,
  form,
  error,
}: {
  field: Field;
  form: UseFormReturn<FieldValues>;
  error: string | undefined;
}) {
  const id = useId();
  if (field.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            {...form.register(field.name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-e` : undefined}
            className="size-5 accent-brand-700"
          />
          <span>{field.label}</span>
        </label>
        {error && (
          <p id={`${id}-e`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.type === 'select') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {field.label} <span aria-hidden="true">*</span>
        </label>
        <select
          id={id}
          {...form.register(field.name)}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          className={`min-h-11 rounded-md border bg-white px-3 py-2 ${error ? 'border-red-700' : 'border-neutral-400'}`}
        >
          <option value="" disabled>
            Selecciona
          </option>
          {field.options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
        {error && (
          <p id={`${id}-e`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.type === 'file') return <ImageField name={field.name} label={field.label} form={form} error={error} />;
  return (
    <TextField
      label={field.label}
      type={field.type}
      required={!('optional' in field && field.optional)}
      inputMode={field.inputMode}
      hint={field.hint}
      error={error}
      {...form.register(field.name)}
    />
  );
}

function ImageField({
  name,
  label,
  form,
  error,
}: {
  name: string;
  label: string;
  form: UseFormReturn<FieldValues>;
  error: string | undefined;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span aria-hidden="true">*</span>
      </label>
      <FileInput
        id={id}
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-h${error ? ` ${id}-e` : ''}`}
        onFile={async (file) => {
          if (!file) return;
          setBusy(true);
          try {
            const data = await compressImage(file);
            setPreview(data);
            form.setValue(name, data, { shouldValidate: true });
          } catch (err) {
            setPreview(null);
            form.setValue(name, undefined);
            form.setError(name, {
              type: 'file',
              message: err instanceof Error ? err.message : applicationMessages.fileNotImage,
            });
          } finally {
            setBusy(false);
          }
        }}
      />
      <p id={`${id}-h`} className="text-xs text-muted">
        Imagen JPG, PNG o WEBP de hasta 5 MB.{busy ? ' Procesando…' : ''}
      </p>
      {preview && (
        <img
          src={preview}
          alt={`Vista previa: ${label}`}
          className="h-24 w-auto rounded border border-neutral-200 object-contain"
        />
      )}
      {error && (
        <p id={`${id}-e`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
