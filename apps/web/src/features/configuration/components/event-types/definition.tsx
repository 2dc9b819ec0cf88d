import { Box } from "@mui/material";
import { type EventType, eventType, wire } from "@rosterly/contract";
import type { KindDefinition } from "../../lib/kind";
import { booleanColumn, descriptionColumn, nameColumn } from "../list/columns";
import { EventTypeEditor } from "./EventTypeEditor";
import {
  EVENT_SWITCHES,
  type EventTypeForm,
  eventColor,
  eventTypeCreateBody,
  eventTypeFieldOf,
  eventTypeForm,
  eventTypeUpdateBody,
  validateEventType,
} from "./form";

/** Event types (E-008) at `/admin/general/event_types`. */
export const eventTypeKind: KindDefinition<"eventTypes", EventTypeForm> = {
  id: "eventType",
  listKey: "eventTypes",
  subject: "eventtype",
  path: "/api/event-types/",
  row: wire(eventType),
  defaultSort: "name",
  searchText: (row) => `${row.name} ${row.description}`,
  columns: [
    {
      id: "color",
      label: (t) => t("configuration.eventTypes.color"),
      render: (row) => (
        <Box
          component="span"
          sx={{
            display: "inline-block",
            width: 16,
            height: 16,
            borderRadius: "50%",
            verticalAlign: "middle",
            bgcolor: eventColor(row) || "transparent",
            border: 1,
            borderColor: "divider",
          }}
        />
      ),
      align: "center",
    },
    nameColumn(),
    ...EVENT_SWITCHES.map((name) =>
      booleanColumn<EventType>(
        name,
        (t) => t(`configuration.eventTypes.${name}`),
        (row) => row[name],
        "sm",
      ),
    ),
    descriptionColumn(),
  ],
  toForm: eventTypeForm,
  validate: validateEventType,
  createBody: (values, hospital) => eventTypeCreateBody(values, hospital.id),
  updateBody: eventTypeUpdateBody,
  fieldOf: eventTypeFieldOf,
  Editor: EventTypeEditor,
};
