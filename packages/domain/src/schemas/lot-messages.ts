import { zId } from '../ids';

/** Texts of the lot, property, photo and document calls (spec part 2 §5 and §8, part 1 §6). */
export const LOT_MESSAGES = {
  cannotEdit: 'This case can no longer be edited.',
  notDraft: 'The lot status is not "Draft". Please select a lot with "Draft" status.',
  missingRequiredInfo: 'Missing Required Info',
  reorderFailed: 'Error occured while updating the order! Please refresh the page and try again!',
  propertyImageNotFound: 'Property Image Not Found. Please add property photo to mark it as featured.',
  propertyNotFound: 'Property Not Found',
  featuredExists: 'Featured lot found under your account!',
  adminFeatured: 'Cannot remove the featured flag created by Admin!',
  noBids: 'Auction had no bids!',
  dateTimeRequired: 'Date and Time Required',
  /** The lot form's required fields use the spec's generic text (part 1 §5). */
  fieldRequired: 'Field is required!',
  deedDeliveryRequired: 'Please select the delivery option!',
  shippingAddressRequired: 'Please enter the shipping address!',
  descriptionRequired: 'Please enter a description!',
  bidderRequired: 'Please select the bidder!',
  lotHasProperties: 'A lot with properties cannot be deleted! Delete its properties first.',
  primaryPropertyDelete: 'The primary property cannot be deleted!',
  otherValueRequired: 'Please enter the "Other" value!',
  photoDescriptionRequired: 'Please enter the photo description!',
  documentTypeRequired: 'Please select the document type!',
  fileRequired: 'Please choose a file to upload!',
  selectLot: 'Please select the lot to create a property!',
} as const;

/** A positive database id from a form or a path: the shared id schema with the form's message. */
export const zLotIdInput = (message = 'Invalid id.') => zId(message);
