/// What the network backends' settings have in common, so the settings of a run are applied to either in one
/// place.
public protocol RemoteBackendSettings: Sendable {
    var model: String { get set }
    var baseURL: String { get set }
    var timeout: Duration { get set }
    var maxOutputTokens: Int { get set }
    var prices: PriceTable { get set }
    var sendImage: ImagePolicy { get set }
    /// The backend's defaults.
    init()
}

extension OpenAILLMService.Configuration: RemoteBackendSettings {}
extension ClaudeLLMService.Configuration: RemoteBackendSettings {}
