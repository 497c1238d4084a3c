/** Only the Chicago area is served at present; the city field offers these. */
export const SERVICE_AREA = 'Chicago';

export const CITY_TOOLTIP = 'We currently serve only the Chicago area.';

export const CHICAGO_AREA_CITIES: readonly string[] = [
  'Addison', 'Arlington Heights', 'Aurora', 'Bartlett', 'Batavia', 'Berwyn', 'Bloomingdale',
  'Bolingbrook', 'Buffalo Grove', 'Burbank', 'Calumet City', 'Carol Stream', 'Carpentersville',
  'Chicago', 'Chicago Heights', 'Cicero', 'Crystal Lake', 'Darien', 'Des Plaines', 'Downers Grove',
  'Elgin', 'Elk Grove Village', 'Elmhurst', 'Evanston', 'Evergreen Park', 'Forest Park',
  'Geneva', 'Glen Ellyn', 'Glencoe', 'Glenview', 'Gurnee', 'Hanover Park', 'Highland Park',
  'Hinsdale', 'Hoffman Estates', 'Joliet', 'Lake Forest', 'Lansing', 'Lisle', 'Lombard',
  'Mount Prospect', 'Mundelein', 'Naperville', 'Niles', 'Northbrook', 'Oak Lawn', 'Oak Park',
  'Orland Park', 'Palatine', 'Park Ridge', 'Plainfield', 'Romeoville', 'Schaumburg', 'Skokie',
  'St. Charles', 'Streamwood', 'Tinley Park', 'Waukegan', 'Westmont', 'Wheaton', 'Wheeling',
  'Wilmette', 'Winnetka', 'Woodridge',
];
