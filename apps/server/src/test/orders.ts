/** Shipping contact details a buyer places test orders with (Evanston is in the served area). */
export const CONTACT = {
  name: 'Ada Collector',
  email: 'ada.buyer@example.com',
  phone: '+1 312 555 0100',
  address: '1200 Lake Shore Dr',
  city: 'Evanston',
  zip: '60201',
  notes: 'Please call before delivery.',
};
