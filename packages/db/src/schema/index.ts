export * from "./accounts";
export * from "./catalog";
export * from "./columns";
export * from "./companies";
export * from "./content";
export * from "./reference";
