import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { customStoreEditBody, type CustomStoreEditBody } from '@shop/contracts/custom-stores';
import {
  customStoresMessages as m,
  STORE_PHOTO_MAX_BYTES,
  STORE_PHOTO_QUALITY,
  STORE_PHOTO_TYPES,
  WELCOME_MESSAGE_MAX,
} from '@shop/contracts/custom-stores-messages';
import { PageTitle } from '../../../components/ui/page-title';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { typedPhone } from '@shop/domain/phone';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Skeleton } from '../../../components/ui/spinner';
import { QueryError } from '../../../components/ui/query-error';
import { pushEvent } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/error-message';
import { uploadPhoto } from '../api/upload-photo';
import { useEditStore } from '../api/edit-store';
import { useMyStoreId } from '../api/get-my-store-id';
import { useStore, type StoreView } from '../api/get-store';
import { FileInput } from '../../../components/ui/file-input';

/** The photo re-encoded in the browser as JPEG at quality 0.6 (at most 1280 px a side). */
async function compress(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', STORE_PHOTO_QUALITY),
  );
}

/** 'Editar la información de mi tienda' (reseller-area.md §5). */
export function EditStore({ customerId }: { customerId: string }) {
  const id = useMyStoreId(customerId);
  const store = useStore(id.data?.store_id);
  if (id.isError) return <QueryError error={id.error} onRetry={id.refetch} />;
  if (id.data && !id.data.store_id) return <p>Activa tu tienda desde «Mi tienda personalizada».</p>;
  if (store.isError) return <QueryError error={store.error} onRetry={store.refetch} />;
  if (!store.data) return <Skeleton className="h-64" />;
  return <EditForm store={store.data} />;
}

function EditForm({ store }: { store: StoreView }) {
  const edit = useEditStore(store.store_id);
  const [photo, setPhoto] = useState(store.photo);
  const [photoError, setPhotoError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const form = useForm<z.input<typeof customStoreEditBody>, unknown, CustomStoreEditBody>({
    resolver: zodResolver(customStoreEditBody),
    mode: 'onChange',
    defaultValues: {
      welcome_message: store.welcome_message,
      phone: typedPhone(store.phone ?? ''),
      email: store.email ?? '',
      display_inventory_darkstore: store.display_inventory_darkstore,
      display_inventory_favorite_store: store.display_inventory_favorite_store,
      notify_email: store.notify_email,
      notify_sms: store.notify_sms,
    },
  });
  const { errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0 || Boolean(photoError);

  async function onPhoto(file: File | undefined) {
    setPhotoError(undefined);
    if (!file) return;
    if (!(STORE_PHOTO_TYPES as readonly string[]).includes(file.type)) return setPhotoError(m.photoType);
    setUploading(true);
    try {
      const blob = await compress(file);
      if (blob.size > STORE_PHOTO_MAX_BYTES) return setPhotoError(m.photoTooLarge);
      setPhoto(await uploadPhoto(store.store_id, blob));
    } catch (e) {
      setPhotoError(errorMessage(e, m.photoType));
    } finally {
      setUploading(false);
    }
  }

  const onSubmit = form.handleSubmit((values) =>
    edit.mutate(
      { ...values, photo, store_id: store.store_id },
      {
        onSuccess: () => {
          pushEvent({ event: 'custom_shop_changes' });
          toast.success(m.saved);
        },
        onError: (e) => toast.error(errorMessage(e, m.saveFailed)),
      },
    ),
  );
  const message = useWatch({ control: form.control, name: 'welcome_message' }) ?? '';

  return (
    <section>
      <PageTitle>{m.edit.title}</PageTitle>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-5 rounded-xl border border-neutral-200 bg-white p-6"
      >
        <TextAreaField
          id="welcome_message"
          label={m.edit.welcomeMessage}
          required
          rows={3}
          maxLength={WELCOME_MESSAGE_MAX + 40}
          hint={`${message.length}/${WELCOME_MESSAGE_MAX}`}
          error={errors.welcome_message?.message}
          {...form.register('welcome_message')}
        />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{m.edit.photo}</span>
          {photo && <img src={photo} alt="Foto de mi tienda" className="h-28 w-28 rounded-full object-cover" />}
          <label htmlFor="store-photo" className="text-sm">
            Elige una foto (JPG, PNG o WebP, máximo 1 MB)
          </label>
          <FileInput
            id="store-photo"
            accept={STORE_PHOTO_TYPES.join(',')}
            aria-describedby="store-photo-error"
            onFile={(file) => void onPhoto(file)}
          />
          <p id="store-photo-error" role="alert" className="text-sm text-red-700">
            {photoError}
          </p>
        </div>
        <PhoneField label={m.edit.phone} required error={errors.phone?.message} {...form.register('phone')} />
        <TextField
          label={m.edit.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <CheckboxField label={m.edit.darkstore} {...form.register('display_inventory_darkstore')} />
        <CheckboxField label={m.edit.favoriteStore} {...form.register('display_inventory_favorite_store')} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{m.edit.notifyLegend}</legend>
          <CheckboxField label={m.edit.notifyEmail} {...form.register('notify_email')} />
          <CheckboxField label={m.edit.notifySms} {...form.register('notify_sms')} />
        </fieldset>
        <Button type="submit" disabled={hasErrors || uploading} busy={edit.isPending}>
          {m.edit.save}
        </Button>
      </form>
    </section>
  );
}
