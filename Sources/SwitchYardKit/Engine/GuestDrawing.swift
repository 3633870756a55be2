/// How a guest frame reaches a host program's renderer (`SwitchYardEngine.guestDrawing`).
public enum GuestDrawing: Sendable, Equatable {
    /// Through a retained layer: the switches' pixels over what the host drew beneath them, kept between
    /// frames; a frame redraws only what changed and reaches the host's target in one copy. The host keeps
    /// what lies beneath the switches the same from frame to frame, or calls
    /// `SwitchYardEngine.invalidateGuestBackground()` when it changes (docs/embedding.md, "The retained layer").
    case retained
    /// Every switch drawn into the host's frame each time, over whatever the host drew: for hosts whose
    /// pixels beneath the switches change every frame (an animated scene behind them).
    case direct
}
