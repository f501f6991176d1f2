// GPU-driven rendering and order-independent transparency: frustum and occlusion culling writing indirect
// arguments, a bitonic sort step, a histogram with atomics, a prefix scan, per-pixel linked lists.
struct Instance { float4x4 world; float4 sphere; uint mesh; uint3 pad_; };
struct DrawArgs { uint indexCount; uint instanceCount; uint startIndex; int baseVertex; uint startInstance; };
cbuffer Cull : register(b0) { float4 Planes[6]; float4x4 ViewProj; uint InstanceCount; uint HiZMips; float2 HiZSize; };
StructuredBuffer<Instance> Instances : register(t0);
Texture2D<float> HiZ : register(t1);
SamplerState PointClamp : register(s0);
RWStructuredBuffer<DrawArgs> Args : register(u0);
RWStructuredBuffer<uint> Visible : register(u1);
RWByteAddressBuffer CountBuf : register(u2);

[numthreads(64, 1, 1)]
void CSCullInstances(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= InstanceCount) return;
    Instance inst = Instances[id.x];
    float3 c = mul(float4(inst.sphere.xyz, 1), inst.world).xyz;
    float r = inst.sphere.w * length(inst.world[0].xyz);
    [unroll] for (int k = 0; k < 6; k++) if (dot(float4(c, 1), Planes[k]) < -r) return;
    float4 cp = mul(float4(c, 1), ViewProj);
    float2 uv = cp.xy / cp.w * float2(0.5, -0.5) + 0.5;
    float size = r / cp.w * max(HiZSize.x, HiZSize.y);
    float mip = clamp(ceil(log2(max(size, 1))), 0, HiZMips - 1);
    float z = HiZ.SampleLevel(PointClamp, uv, mip);
    [branch] if ((cp.z - r) / cp.w > z) return;
    uint slot;
    CountBuf.InterlockedAdd(0, 1, slot);
    Visible[slot] = id.x;
    InterlockedAdd(Args[inst.mesh].instanceCount, 1);
}

cbuffer Sort : register(b1) { uint Level; uint LevelMask; uint Width; uint Height; };
RWStructuredBuffer<uint2> Keys : register(u3);
groupshared uint2 sKeys[512];
[numthreads(512, 1, 1)]
void CSBitonic(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sKeys[gi] = Keys[id.x];
    GroupMemoryBarrierWithGroupSync();
    for (uint j = Level >> 1; j > 0; j >>= 1)
    {
        uint2 a = sKeys[gi & ~j], b = sKeys[gi | j];
        bool up = (LevelMask & id.x) != 0;
        uint2 r = ((a.x <= b.x) == up) ? b : a;
        GroupMemoryBarrierWithGroupSync();
        sKeys[gi] = r;
        GroupMemoryBarrierWithGroupSync();
    }
    Keys[id.x] = sKeys[gi];
}

Texture2D<float4> Frame : register(t2);
RWStructuredBuffer<uint> Histogram : register(u4);
groupshared uint sHist[256];
[numthreads(16, 16, 1)]
void CSHistogram(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sHist[gi] = 0;
    GroupMemoryBarrierWithGroupSync();
    if (id.x < Width && id.y < Height)
    {
        float l = dot(Frame[id.xy].rgb, float3(0.2126, 0.7152, 0.0722));
        uint bin = l < 1e-4 ? 0 : (uint)(saturate((log2(l) + 10) / 12) * 254 + 1);
        InterlockedAdd(sHist[bin], 1);
    }
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(Histogram[gi], sHist[gi]);
}

groupshared uint sScan[256];
[numthreads(256, 1, 1)]
void CSPrefixScan(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    sScan[gi] = Visible[id.x];
    GroupMemoryBarrierWithGroupSync();
    [unroll] for (uint off = 1; off < 256; off <<= 1)
    {
        uint v = gi >= off ? sScan[gi - off] : 0;
        GroupMemoryBarrierWithGroupSync();
        sScan[gi] += v;
        GroupMemoryBarrierWithGroupSync();
    }
    Visible[id.x + 65536] = sScan[gi];
}

struct Fragment { uint color; float depth; uint next; };
RWStructuredBuffer<Fragment> Nodes : register(u1);
RWByteAddressBuffer Heads : register(u2);
cbuffer OIT : register(b2) { uint ScreenW; uint MaxNodes; float2 pad2_; };
[earlydepthstencil]
float4 PSOitInsert(float4 pos : SV_Position, float4 col : COLOR0) : SV_Target
{
    uint n = Nodes.IncrementCounter();
    [branch] if (n >= MaxNodes) return 0;
    uint prev;
    Heads.InterlockedExchange(((uint)pos.y * ScreenW + (uint)pos.x) * 4, n, prev);
    Fragment f;
    f.color = (uint)(col.r * 255) | ((uint)(col.g * 255) << 8) | ((uint)(col.b * 255) << 16) | ((uint)(col.a * 255) << 24);
    f.depth = pos.z;
    f.next = prev;
    Nodes[n] = f;
    return 0;
}

StructuredBuffer<Fragment> NodesR : register(t3);
ByteAddressBuffer HeadsR : register(t4);
float4 PSOitResolve(float4 pos : SV_Position) : SV_Target
{
    uint idx = HeadsR.Load(((uint)pos.y * ScreenW + (uint)pos.x) * 4);
    uint2 frags[8];
    uint n = 0;
    [loop] while (idx != 0xffffffff && n < 8) { frags[n] = uint2(NodesR[idx].color, asuint(NodesR[idx].depth)); idx = NodesR[idx].next; n++; }
    [loop] for (uint a = 1; a < n; a++)
    {
        uint2 t = frags[a];
        int b = (int)a - 1;
        [loop] while (b >= 0 && frags[b].y < t.y) { frags[b + 1] = frags[b]; b--; }
        frags[b + 1] = t;
    }
    float4 c = float4(0, 0, 0, 1);
    [loop] for (uint k = 0; k < n; k++)
    {
        float4 f = float4(frags[k].x & 0xff, (frags[k].x >> 8) & 0xff, (frags[k].x >> 16) & 0xff, frags[k].x >> 24) / 255;
        c.rgb = lerp(c.rgb, f.rgb, f.a);
        c.a *= 1 - f.a;
    }
    return c;
}
