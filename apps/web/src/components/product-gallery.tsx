import { useState } from 'react';

/**
 * A product's pictures: the chosen one large (square, 600 px), and a row of thumbnails to choose another when
 * there is more than one. Used by the shop's product page and the custom store's public product page.
 */
export function ProductGallery({ images, name, thumb = 72 }: { images: string[]; name: string; thumb?: 64 | 72 }) {
  const [index, setIndex] = useState(0);
  return (
    <div>
      <img
        src={images[index] || undefined}
        alt={name}
        width={600}
        height={600}
        className="aspect-square w-full rounded-lg bg-neutral-100 object-cover"
      />
      {images.length > 1 && (
        <div className="mt-3 flex gap-2">
          {images.map((url, i) => (
            <button
              key={url}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Ver imagen ${i + 1}`}
              aria-pressed={i === index}
              className="rounded border-2 border-transparent aria-pressed:border-brand-700"
            >
              <img
                src={url}
                alt=""
                width={thumb}
                height={thumb}
                className={thumb === 64 ? 'size-16 rounded' : 'size-18 rounded'}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
