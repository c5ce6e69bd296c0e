/**
 * The sixteen invented stadiums, owned by the four host nations, in real IANA time zones spread
 * from UTC-8 to UTC+1 so local kick-off times differ from venue to venue.
 */

export interface VenueSeed {
  name: string;
  city: string;
  /** Code of the host nation (nation-pool.ts). */
  host: string;
  timezone: string;
  capacity: number;
}

export const VENUE_POOL: readonly VenueSeed[] = [
  { name: 'Estadio Sol de Marqueña', city: 'San Aurelio', host: 'XMQ', timezone: 'America/Mexico_City', capacity: 83264 },
  { name: 'Estadio Los Cañaverales', city: 'Puerto Belén', host: 'XMQ', timezone: 'America/Monterrey', capacity: 53500 },
  { name: 'Arena Costa Turquesa', city: 'Playa Ximena', host: 'XMQ', timezone: 'America/Cancun', capacity: 41870 },
  { name: 'Estadio Cerro del Venado', city: 'Villa Ocotlán', host: 'XMQ', timezone: 'America/Mazatlan', capacity: 45210 },
  { name: 'Ashbridge Park', city: 'Port Haverly', host: 'QCL', timezone: 'America/New_York', capacity: 78400 },
  { name: 'Thornfield Stadium', city: 'Lakemouth', host: 'QCL', timezone: 'America/Chicago', capacity: 64120 },
  { name: 'Redmoor Field', city: 'Granite Falls', host: 'QCL', timezone: 'America/Denver', capacity: 59850 },
  { name: 'Pacific Reach Stadium', city: 'San Teodoro Bay', host: 'QCL', timezone: 'America/Los_Angeles', capacity: 70240 },
  { name: 'Estádio da Aurora', city: 'Vila Serena', host: 'QLU', timezone: 'Europe/Lisbon', capacity: 65030 },
  { name: 'Estádio Municipal do Rochedo', city: 'Porto Calmo', host: 'QLU', timezone: 'Europe/Lisbon', capacity: 50216 },
  { name: 'Arena das Levadas', city: 'Funchalinho', host: 'QLU', timezone: 'Atlantic/Madeira', capacity: 38500 },
  { name: 'Estádio Ilha Verde', city: 'Ponta Bruma', host: 'QLU', timezone: 'Atlantic/Azores', capacity: 36800 },
  { name: 'Stade des Remparts', city: 'Kébémer-sur-Mer', host: 'XCD', timezone: 'Africa/Casablanca', capacity: 67480 },
  { name: 'Stade de la Lagune', city: 'Porto-Assinie', host: 'XCD', timezone: 'Africa/Abidjan', capacity: 55900 },
  { name: 'Stade du Baobab', city: 'Ndiaganiao', host: 'XCD', timezone: 'Africa/Dakar', capacity: 48640 },
  { name: 'Stade de l’Atlas Doré', city: 'Tizi Oumlil', host: 'XCD', timezone: 'Africa/Algiers', capacity: 61320 },
];
