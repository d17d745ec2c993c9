import type { TPropertyImage, TPropertyImageFields } from '@bidright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/upload';
import { casesKey } from './cases';

/** The upload's fields, the property it belongs to and the image file. */
export type TPropertyImageUpload = TPropertyImageFields &
  Pick<TPropertyImage, 'isMain'> & { propertyId: string; file: File };

/** POST /api/propertyimages/{propertyId}: multipart IsMain, Description, Image. */
export function uploadPropertyImage(input: TPropertyImageUpload, options?: TUploadOptions) {
  const form = new FormData();
  form.append('IsMain', String(input.isMain));
  form.append('Description', input.description);
  form.append('Image', input.file, input.file.name);
  return uploadWithProgress<TPropertyImage>(`/api/propertyimages/${input.propertyId}`, form, options);
}

export const useUploadPropertyImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, options }: { input: TPropertyImageUpload; options?: TUploadOptions }) =>
      uploadPropertyImage(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKey }),
  });
};
