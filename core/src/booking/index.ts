// core/booking's modules; core/src/index.ts names what is public. slot-availability is the shared decision
// behind freeSlots and checkSlot, so only its input types and the grid test leave the folder.
export * from './booking.policy';
export * from './booking-mode';
export * from './specialisations';
export * from './specialisation-mappings';
export * from './weekday';
export * from './kolkata-instant';
export * from './booking.catalog';
export * from './availability.schema';
export { isOnSlotGrid, type AvailabilityInput, type SlotRefusalKind } from './slot-availability';
export * from './free-slots';
export * from './free-slot-cache';
export * from './slot-check';
export * from './slot-claim-cells';
export * from './appointment-reference';
export * from './appointment-time.format';
