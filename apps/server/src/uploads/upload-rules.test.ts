import { describe, expect, it } from 'vitest';
import { DOCX, JPEG, PDF, PNG, zipOf } from '../modules/lots/test/test-kit';
import { checkDocumentUpload, checkImageUpload, UPLOAD_MESSAGES } from './upload-rules';

/** A real GIF (1×1) followed by HTML: starts like an image, but a browser sniffing it would run the script. */
const GIF_HTML = Buffer.concat([
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);

describe('uploads are judged by their whole content (issue 12 item 8)', () => {
  it('takes real images and documents', async () => {
    expect((await checkImageUpload(PNG)).contentType).toBe('image/png');
    expect((await checkImageUpload(JPEG)).contentType).toBe('image/jpeg');
    expect((await checkDocumentUpload(PDF)).contentType).toBe('application/pdf');
    expect((await checkDocumentUpload(DOCX)).extension).toBe('docx');
  });

  it('refuses a GIF/HTML hybrid as a photo and as a document', async () => {
    await expect(checkImageUpload(GIF_HTML)).rejects.toMatchObject({ message: UPLOAD_MESSAGES.imageType });
    await expect(checkDocumentUpload(GIF_HTML)).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.documentType,
    });
  });

  it('refuses an image that only starts like one', async () => {
    const fakePng = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not really a png')]);
    await expect(checkImageUpload(fakePng)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses a fake .docx: ZIP magic with the part names in it, or a ZIP without the OOXML parts', async () => {
    const magicOnly = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('[Content_Types].xml word/document.xml'),
    ]);
    const notWord = zipOf({ 'word/readme.txt': 'hello', 'data.bin': 'x' });
    const htmlInside = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('word/<script>x</script>'),
    ]);
    for (const fake of [magicOnly, notWord, htmlInside])
      await expect(checkDocumentUpload(fake)).rejects.toMatchObject({
        message: UPLOAD_MESSAGES.documentType,
      });
  });

  it('refuses a PDF that does not end as one', async () => {
    await expect(
      checkDocumentUpload(Buffer.from('%PDF-1.7\n<html><script>x</script>')),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
