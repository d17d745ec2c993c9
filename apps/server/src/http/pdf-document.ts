import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const load = createRequire(import.meta.url);

/**
 * pdfkit's document class (~0.3 s of CPU to load), loaded when the first PDF is made (a report, a receipt or
 * report of sale) rather than at every boot (ADR 0081).
 */
export const pdfDocument = (): typeof PDFDocument => load('pdfkit') as typeof PDFDocument;
