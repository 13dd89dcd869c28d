// /app/images?from= (RULES.md "Screens and routes"): the person's AI images, twelve a
// page, the public one marked; each opens in /app/viewimage, and the generator keeps the origin for the way back.
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { AppScreen } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import { useImagesPage } from './api/images.ts';
import { ImageGrid, ImageGridSkeleton } from './image-grid.tsx';
import { ImagePager } from './image-pager.tsx';
import { backFromImages, imagesPath, newImagePath, originOf, viewImagePath } from './image-routes.ts';
import { ImagesEmpty } from './images-empty.tsx';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

export function ImagesScreen() {
  const [search] = useSearchParams();
  const origin = originOf(search);
  const page = pageOf(search);
  const images = useImagesPage(page);
  const generatePath = newImagePath('images', origin.from);
  const data = images.data;
  const empty = data !== undefined && data.total === 0;

  return (
    <AppScreen
      title="Image Collection"
      back={backFromImages(origin)}
      intro={empty ? null : 'Tap an image to see it, download it or make it your public image.'}
    >
      {images.isError && !isUnauthorized(images.error) ? (
        <InlineAlert className="mb-5">Failed to get the images</InlineAlert>
      ) : null}
      {images.isPending ? <ImageGridSkeleton /> : null}
      {empty ? <ImagesEmpty newImagePath={generatePath} free={data.free} /> : null}
      {data && !empty ? (
        <>
          {data.images.length === 0 ? (
            <p className="text-ocean-600">There are no images on this page.</p>
          ) : (
            <div className={images.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ImageGrid images={data.images} linkTo={(id) => viewImagePath(id, 'images', origin.from)} />
            </div>
          )}
          <ImagePager page={page} pages={data.pages} pathFor={(to) => imagesPath(origin.from, to)} />
          <div className="mt-auto pt-8">
            <Link to={generatePath} className={buttonClass('primary', 'lg', 'w-full')}>
              <Plus className="size-5" aria-hidden />
              Generate New Image
            </Link>
          </div>
        </>
      ) : null}
      {images.isError && !data ? (
        <div className="mt-auto pt-8">
          <AppButton variant="outline" onClick={() => images.refetch()}>
            Try again
          </AppButton>
        </div>
      ) : null}
    </AppScreen>
  );
}
