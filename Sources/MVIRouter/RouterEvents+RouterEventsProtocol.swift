extension RouterEvents: RouterEventsProtocol {}
